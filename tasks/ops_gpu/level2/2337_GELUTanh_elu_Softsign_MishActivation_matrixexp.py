"""hf.GELUTanh -> F.elu -> Softsign -> hf.MishActivation -> torch.matrix_exp: synthesised by warpgym synth (seed 7, index 3687, transformers#5, dim 0 x1558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.GELUTanh -> F.elu -> Softsign -> hf.MishActivation -> torch.matrix_exp"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.softsign_2 = nn.Softsign()
        self.mishactivation_3 = MishActivation()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = F.elu(x)
        x = self.softsign_2(x)
        x = self.mishactivation_3(x)
        x = torch.matrix_exp(x)
        return x


def get_inputs():
    return [torch.randn(24928, 32, 16, 16)]


def get_init_inputs():
    return []
