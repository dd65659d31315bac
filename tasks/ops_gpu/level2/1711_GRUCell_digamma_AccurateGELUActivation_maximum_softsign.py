"""GRUCell -> torch.digamma -> hf.AccurateGELUActivation -> torch.maximum -> F.softsign: synthesised by warpgym synth (seed 7, index 2715, transformers#5, dim 0 x39)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """GRUCell -> torch.digamma -> hf.AccurateGELUActivation -> torch.maximum -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.grucell_0 = nn.GRUCell(hidden_size=256, input_size=256)
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = self.grucell_0(x)
        x = torch.digamma(x)
        x = self.accurategeluactivation_2(x)
        x = torch.maximum(x, x1)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(9984, 256), torch.randn(9984, 256)]


def get_init_inputs():
    return []
