"""ReplicationPad1d -> ReflectionPad1d -> ReLU -> F.relu -> F.pdist: synthesised by warpgym synth (seed 9, index 312, torch#5, dim 0 x154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> ReflectionPad1d -> ReLU -> F.relu -> F.pdist"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.reflectionpad1d_1(x)
        x = self.relu_2(x)
        x = F.relu(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(39424, 512)]


def get_init_inputs():
    return []
