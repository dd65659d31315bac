"""MaxPool3d -> LogSigmoid -> ReplicationPad3d -> torch.multiply: synthesised by warpgym synth (seed 8, index 40, torch#4, dim 0 x5445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> LogSigmoid -> ReplicationPad3d -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.logsigmoid_1 = nn.LogSigmoid()
        self.replicationpad3d_2 = nn.ReplicationPad3d(padding=1)

    def forward(self, x, x1):
        x = self.maxpool3d_0(x)
        x = self.logsigmoid_1(x)
        x = self.replicationpad3d_2(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(87120, 32, 16, 16), torch.randn(87120, 12, 7, 7)]


def get_init_inputs():
    return []
