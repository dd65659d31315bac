"""hf.SqrtSoftplusActivation -> torch.trunc -> ELU: synthesised by warpgym synth (seed 7, index 6477, transformers#3, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.trunc -> ELU"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.elu_2 = nn.ELU()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.trunc(x)
        x = self.elu_2(x)
        return x


def get_inputs():
    return [torch.randn(8744, 16, 32, 32)]


def get_init_inputs():
    return []
