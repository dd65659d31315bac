"""F.cosine_similarity -> F.elu: synthesised by warpgym synth (seed 7, index 2280, torch#2, dim 0 x716)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(5728, 256, 128), torch.randn(5728, 256, 128)]


def get_init_inputs():
    return []
