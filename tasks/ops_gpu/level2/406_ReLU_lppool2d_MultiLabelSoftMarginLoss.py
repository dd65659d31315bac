"""ReLU -> F.lp_pool2d -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 544, torch#3, dim 0 x851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.lp_pool2d -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(13616, 64, 128), torch.randn(13616, 21, 42)]


def get_init_inputs():
    return []
