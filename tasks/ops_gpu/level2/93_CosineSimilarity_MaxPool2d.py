"""CosineSimilarity -> MaxPool2d: synthesised by warpgym synth (seed 7, index 130, torch#2, dim 0 x2285)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9140, 16, 8, 8, 8), torch.randn(9140, 16, 8, 8, 8)]


def get_init_inputs():
    return []
