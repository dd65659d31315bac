"""F.lp_pool3d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1059, torch#2, dim 0 x708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool3d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(2832, 32, 32, 32)]


def get_init_inputs():
    return []
