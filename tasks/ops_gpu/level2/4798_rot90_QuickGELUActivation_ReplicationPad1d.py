"""torch.rot90 -> hf.QuickGELUActivation -> ReplicationPad1d: synthesised by warpgym synth (seed 9, index 110, transformers#3, dim 0 x3204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.rot90 -> hf.QuickGELUActivation -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = torch.rot90(x)
        x = self.quickgeluactivation_1(x)
        x = self.replicationpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(820224, 256)]


def get_init_inputs():
    return []
