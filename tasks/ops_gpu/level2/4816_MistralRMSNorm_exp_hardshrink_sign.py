"""hf.MistralRMSNorm -> torch.exp -> F.hardshrink -> torch.sign: synthesised by warpgym synth (seed 9, index 138, transformers#4, dim 0 x747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.exp -> F.hardshrink -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.exp(x)
        x = F.hardshrink(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(11952, 32, 16, 16)]


def get_init_inputs():
    return []
