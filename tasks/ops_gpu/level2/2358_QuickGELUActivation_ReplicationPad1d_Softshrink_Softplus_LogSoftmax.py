"""hf.QuickGELUActivation -> ReplicationPad1d -> Softshrink -> Softplus -> LogSoftmax: synthesised by warpgym synth (seed 7, index 3723, transformers#5, dim 0 x1401)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> ReplicationPad1d -> Softshrink -> Softplus -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.softshrink_2 = nn.Softshrink()
        self.softplus_3 = nn.Softplus()
        self.logsoftmax_4 = nn.LogSoftmax()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.replicationpad1d_1(x)
        x = self.softshrink_2(x)
        x = self.softplus_3(x)
        x = self.logsoftmax_4(x)
        return x


def get_inputs():
    return [torch.randn(358656, 256)]


def get_init_inputs():
    return []
