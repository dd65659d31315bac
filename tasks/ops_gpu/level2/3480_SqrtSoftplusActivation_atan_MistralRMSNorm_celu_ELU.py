"""hf.SqrtSoftplusActivation -> torch.atan -> hf.MistralRMSNorm -> F.celu -> ELU: synthesised by warpgym synth (seed 7, index 5465, transformers#5, dim 0 x1325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.atan -> hf.MistralRMSNorm -> F.celu -> ELU"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=128)
        self.elu_4 = nn.ELU()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.atan(x)
        x = self.mistralrmsnorm_2(x)
        x = F.celu(x)
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(21200, 64, 128)]


def get_init_inputs():
    return []
