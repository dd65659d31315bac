"""CosineSimilarity -> Sigmoid: synthesised by warpgym synth (seed 7, index 3773, torch#2, dim 0 x273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(2184, 256, 128), torch.randn(2184, 256, 128)]


def get_init_inputs():
    return []
