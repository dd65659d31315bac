"""torch.pow -> RMSNorm -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 3514, torch#3, dim 0 x255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> RMSNorm -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.pow(x, 2.0)
        x = self.rmsnorm_1(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(130560, 256), torch.randn(130560, 256)]


def get_init_inputs():
    return []
