"""MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 5074, torch#1, dim 0 x1445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_0 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.multilabelsoftmarginloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(5780, 32, 32, 32), torch.randn(5780, 32, 32, 32)]


def get_init_inputs():
    return []
