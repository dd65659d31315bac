"""F.softshrink -> ReLU -> ELU -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 1050, torch#4, dim 0 x361)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> ReLU -> ELU -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.elu_2 = nn.ELU()
        self.multilabelsoftmarginloss_3 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = self.relu_1(x)
        x = self.elu_2(x)
        x = self.multilabelsoftmarginloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(92416, 512), torch.randn(92416, 512)]


def get_init_inputs():
    return []
