"""hf.SqrtSoftplusActivation -> F.silu -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 9, index 331, transformers#3, dim 0 x455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> F.silu -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = F.silu(x)
        x = self.mistralrmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(1820, 32, 32, 32)]


def get_init_inputs():
    return []
