"""ConstantPad2d -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 1725, transformers#2, dim 0 x936)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """ConstantPad2d -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=130)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(14976, 64, 128)]


def get_init_inputs():
    return []
