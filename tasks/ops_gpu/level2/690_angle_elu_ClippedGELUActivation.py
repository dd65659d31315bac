"""torch.angle -> F.elu -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 1106, transformers#3, dim 0 x3682)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.angle -> F.elu -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.angle(x)
        x = F.elu(x)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(471296, 256)]


def get_init_inputs():
    return []
