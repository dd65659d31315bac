"""torch.clamp_min -> torch.nextafter -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6801, torch#3, dim 0 x591)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.nextafter -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.clamp_min(x, 0.5)
        x = torch.nextafter(x, x1)
        x = self.multilabelsoftmarginloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(37824, 1024), torch.randn(37824, 1024), torch.randn(37824, 1024)]


def get_init_inputs():
    return []
