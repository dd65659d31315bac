"""torch.add -> MaxPool2d -> torch.digamma -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6333, torch#4, dim 0 x2778)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> MaxPool2d -> torch.digamma -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)
        self.multilabelsoftmarginloss_3 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.add(x, x1)
        x = self.maxpool2d_1(x)
        x = torch.digamma(x)
        x = self.multilabelsoftmarginloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(44448, 32, 16, 16), torch.randn(44448, 32, 16, 16), torch.randn(44448, 32, 5, 5)]


def get_init_inputs():
    return []
