"""ConstantPad2d -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 207, torch#2, dim 0 x2016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(32256, 64, 128), torch.randn(32256, 66, 130)]


def get_init_inputs():
    return []
