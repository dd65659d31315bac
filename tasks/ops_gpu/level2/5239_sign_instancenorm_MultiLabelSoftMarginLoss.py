"""torch.sign -> F.instance_norm -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 8, index 135, torch#3, dim 0 x519)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> F.instance_norm -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.sign(x)
        x = F.instance_norm(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4152, 64, 16, 16), torch.randn(4152, 64, 16, 16)]


def get_init_inputs():
    return []
