"""torch.arctan2 -> F.pad -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6387, torch#3, dim 0 x1019)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.pad -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = F.pad(x, pad=[1, 1])
        x = self.multilabelsoftmarginloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(65216, 1024), torch.randn(65216, 1024), torch.randn(65216, 1026)]


def get_init_inputs():
    return []
