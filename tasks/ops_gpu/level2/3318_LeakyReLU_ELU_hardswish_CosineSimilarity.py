"""LeakyReLU -> ELU -> F.hardswish -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 5225, torch#4, dim 0 x1424)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> ELU -> F.hardswish -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.elu_1 = nn.ELU()
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = self.elu_1(x)
        x = F.hardswish(x)
        x = self.cosinesimilarity_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(5696, 32, 32, 32), torch.randn(5696, 32, 32, 32)]


def get_init_inputs():
    return []
