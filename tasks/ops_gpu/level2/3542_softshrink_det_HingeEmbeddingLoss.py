"""F.softshrink -> torch.det -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 4844, torch#3, dim 0 x2389)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.det -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_2 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = torch.det(x)
        x = self.hingeembeddingloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(19112, 64, 16, 16), torch.randn(19112, 64)]


def get_init_inputs():
    return []
