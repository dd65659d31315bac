"""SiLU -> hf.NewGELUActivation -> F.softplus -> Hardsigmoid -> F.softsign: synthesised by warpgym synth (seed 7, index 3629, transformers#5, dim 0 x552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """SiLU -> hf.NewGELUActivation -> F.softplus -> Hardsigmoid -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.newgeluactivation_1 = NewGELUActivation()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.newgeluactivation_1(x)
        x = F.softplus(x)
        x = self.hardsigmoid_3(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(35328, 1024)]


def get_init_inputs():
    return []
