"""F.gelu -> Flatten -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 1116, torch#3, dim 0 x261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> Flatten -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = self.flatten_1(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(2088, 16, 32, 32), torch.randn(2088, 16384)]


def get_init_inputs():
    return []
