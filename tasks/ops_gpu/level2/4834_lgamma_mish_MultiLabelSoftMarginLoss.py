"""torch.lgamma -> F.mish -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6582, torch#3, dim 0 x101)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> F.mish -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.lgamma(x)
        x = F.mish(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(404, 32, 32, 32), torch.randn(404, 32, 32, 32)]


def get_init_inputs():
    return []
