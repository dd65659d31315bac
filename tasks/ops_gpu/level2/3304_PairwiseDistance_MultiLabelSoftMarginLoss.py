"""PairwiseDistance -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 4516, torch#2, dim 0 x309)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = self.pairwisedistance_0(x, x1)
        x = self.multilabelsoftmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(4944, 64, 128), torch.randn(4944, 64, 128), torch.randn(4944, 64)]


def get_init_inputs():
    return []
