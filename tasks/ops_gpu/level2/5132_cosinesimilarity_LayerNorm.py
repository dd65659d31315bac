"""F.cosine_similarity -> LayerNorm: synthesised by warpgym synth (seed 9, index 635, torch#2, dim 0 x473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3784, 16, 32, 32), torch.randn(3784, 16, 32, 32)]


def get_init_inputs():
    return []
