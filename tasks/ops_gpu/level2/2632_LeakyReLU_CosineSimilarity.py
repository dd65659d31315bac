"""LeakyReLU -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4171, torch#2, dim 0 x724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(185344, 256), torch.randn(185344, 256)]


def get_init_inputs():
    return []
