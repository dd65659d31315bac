"""F.avg_pool3d -> hf.LaplaceActivation -> LogSoftmax -> F.hardswish -> HuberLoss: synthesised by warpgym synth (seed 7, index 6453, transformers#5, dim 0 x7830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.avg_pool3d -> hf.LaplaceActivation -> LogSoftmax -> F.hardswish -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.logsoftmax_2 = nn.LogSoftmax()
        self.huberloss_4 = nn.HuberLoss()

    def forward(self, x, x1):
        x = F.avg_pool3d(x, 3)
        x = self.laplaceactivation_1(x)
        x = self.logsoftmax_2(x)
        x = F.hardswish(x)
        x = self.huberloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(62640, 64, 16, 16), torch.randn(62640, 21, 5, 5)]


def get_init_inputs():
    return []
