"""F.hardswish -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 1606, torch#2, dim 0 x822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = F.hardswish(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(105216, 256), torch.randn(105216, 256)]


def get_init_inputs():
    return []
