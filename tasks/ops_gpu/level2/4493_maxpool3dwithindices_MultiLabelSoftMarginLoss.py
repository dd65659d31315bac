"""F.max_pool3d_with_indices -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6136, torch#2, dim 0 x28937)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(115748, 16, 8, 8, 8), torch.randn(115748, 16, 2, 2, 2)]


def get_init_inputs():
    return []
