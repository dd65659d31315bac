"""ReplicationPad1d -> Conv1d -> F.softmax -> LeakyReLU -> InstanceNorm2d: synthesised by warpgym synth (seed 9, index 650, torch#5, dim 0 x205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> Conv1d -> F.softmax -> LeakyReLU -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=130)
        self.leakyrelu_3 = nn.LeakyReLU()
        self.instancenorm2d_4 = nn.InstanceNorm2d(num_features=128)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.conv1d_1(x)
        x = F.softmax(x)
        x = self.leakyrelu_3(x)
        x = self.instancenorm2d_4(x)
        return x


def get_inputs():
    return [torch.randn(1640, 256, 128)]


def get_init_inputs():
    return []
