"""CosineSimilarity -> AvgPool1d -> Hardswish -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 3058, torch#4, dim 0 x3808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> AvgPool1d -> Hardswish -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.avgpool1d_1(x)
        x = self.hardswish_2(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(15232, 32, 32, 32), torch.randn(15232, 32, 32, 32)]


def get_init_inputs():
    return []
