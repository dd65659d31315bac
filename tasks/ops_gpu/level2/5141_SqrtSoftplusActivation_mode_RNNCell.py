"""hf.SqrtSoftplusActivation -> torch.mode -> RNNCell: synthesised by warpgym synth (seed 9, index 649, transformers#3, dim 0 x2635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.mode -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.rnncell_2 = nn.RNNCell(hidden_size=32, input_size=32)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.mode(x)[0]
        x = self.rnncell_2(x)
        return x


def get_inputs():
    return [torch.randn(42160, 32, 256)]


def get_init_inputs():
    return []
