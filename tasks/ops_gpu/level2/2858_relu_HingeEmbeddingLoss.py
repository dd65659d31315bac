"""F.relu -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 3904, torch#2, dim 0 x1001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = F.relu(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(4004, 16, 8, 8, 8), torch.randn(4004, 16, 8, 8, 8)]


def get_init_inputs():
    return []
