"""CircularPad2d -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 5593, torch#2, dim 0 x423)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.circularpad2d_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(3384, 64, 16, 16), torch.randn(3384, 64, 18, 18)]


def get_init_inputs():
    return []
