"""F.cosine_similarity -> Hardshrink: synthesised by warpgym synth (seed 8, index 112, torch#2, dim 0 x7349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(14698, 8, 8, 16, 16), torch.randn(14698, 8, 8, 16, 16)]


def get_init_inputs():
    return []
