"""GLU -> Softmin -> torch.reciprocal -> RMSNorm -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1598, torch#5, dim 0 x6188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Softmin -> torch.reciprocal -> RMSNorm -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.softmin_1 = nn.Softmin()
        self.rmsnorm_3 = nn.RMSNorm(normalized_shape=4)
        self.logsoftmax_4 = nn.LogSoftmax()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.softmin_1(x)
        x = torch.reciprocal(x)
        x = self.rmsnorm_3(x)
        x = self.logsoftmax_4(x)
        return x


def get_inputs():
    return [torch.randn(24752, 16, 8, 8, 8)]


def get_init_inputs():
    return []
