"""torch.triangular_solve -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 2112, torch#2, dim 0 x1939)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triangular_solve -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.triangular_solve(x, x1)[0]
        x = self.multilabelsoftmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(15512, 16, 32, 32), torch.randn(15512, 16, 32, 32), torch.randn(15512, 16, 32, 32)]


def get_init_inputs():
    return []
