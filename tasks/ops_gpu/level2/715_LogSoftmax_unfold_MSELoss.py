"""LogSoftmax -> F.unfold -> MSELoss: synthesised by warpgym synth (seed 7, index 974, torch#3, dim 0 x837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.unfold -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = F.unfold(x, kernel_size=3)
        x = self.mseloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(13392, 32, 256), torch.randn(120528, 7620)]


def get_init_inputs():
    return []
