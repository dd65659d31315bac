"""F.cosine_similarity -> F.tanh: synthesised by warpgym synth (seed 7, index 5909, torch#2, dim 0 x112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(3584, 128, 64), torch.randn(3584, 128, 64)]


def get_init_inputs():
    return []
