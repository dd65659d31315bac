"""F.leaky_relu -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4283, torch#2, dim 0 x977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(3908, 16, 8, 8, 8), torch.randn(3908, 16, 8, 8, 8)]


def get_init_inputs():
    return []
