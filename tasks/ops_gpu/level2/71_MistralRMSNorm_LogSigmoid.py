"""hf.MistralRMSNorm -> LogSigmoid: synthesised by warpgym synth (seed 7, index 100, transformers#2, dim 0 x559)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=32)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(4472, 16, 32, 32)]


def get_init_inputs():
    return []
