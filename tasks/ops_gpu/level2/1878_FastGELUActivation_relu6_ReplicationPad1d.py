"""hf.FastGELUActivation -> F.relu6 -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 2975, transformers#3, dim 0 x122)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.relu6 -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.relu6(x)
        x = self.replicationpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(976, 256, 128)]


def get_init_inputs():
    return []
