"""F.cosine_similarity -> F.relu6: synthesised by warpgym synth (seed 7, index 4099, torch#2, dim 0 x10790)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(21580, 8, 8, 16, 16), torch.randn(21580, 8, 8, 16, 16)]


def get_init_inputs():
    return []
