"""LayerNorm -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 6845, torch#2, dim 0 x260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(133120, 256), torch.randn(133120, 256)]


def get_init_inputs():
    return []
