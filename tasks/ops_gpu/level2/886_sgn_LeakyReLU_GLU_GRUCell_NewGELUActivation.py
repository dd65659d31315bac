"""torch.sgn -> LeakyReLU -> GLU -> GRUCell -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 1447, transformers#5, dim 0 x3201)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.sgn -> LeakyReLU -> GLU -> GRUCell -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.glu_2 = nn.GLU()
        self.grucell_3 = nn.GRUCell(hidden_size=128, input_size=128)
        self.newgeluactivation_4 = NewGELUActivation()

    def forward(self, x):
        x = torch.sgn(x)
        x = self.leakyrelu_1(x)
        x = self.glu_2(x)
        x = self.grucell_3(x)
        x = self.newgeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(409728, 256)]


def get_init_inputs():
    return []
